import { createFileRoute } from '@tanstack/react-router';
import { PurchasesScreen } from '../../../../features/purchases/components/purchases-screen';

/** Mis compras, from the account menu of the avatar: every signed-in user sees their own. */
export const Route = createFileRoute('/_authenticated/dashboard/account/purchases')({
  component: PurchasesScreen,
});
