import { createFileRoute } from '@tanstack/react-router';
import { InstructionsScreen } from '../../features/instructions/components/instructions-screen';

/** The onboarding guide: the first steps to get compliant, linked from the Ayuda menu. */
export const Route = createFileRoute('/_authenticated/instructions')({
  component: InstructionsScreen,
});
