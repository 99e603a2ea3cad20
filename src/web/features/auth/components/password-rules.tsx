import { Stack } from '@mantine/core';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import type { TPasswordPolicy } from '../../../../shared/domain/auth-policy';
import { policyChecklist, type ServerPolicyCheck } from '../lib/policy-checklist';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PolicyChecklist } from './policy-checklist';

interface PasswordRulesProps {
  password: string;
  /** The active update-password policies; the checklist is left out until they are known. */
  policies: readonly TPasswordPolicy[] | undefined;
  serverCheck?: ServerPolicyCheck | null;
}

/**
 * The one block of password rules, identical on activation and on the reset page (issue 10 §7):
 * the strength meter with its hints and the policy checklist that follows what the user types.
 */
export function PasswordRules({ password, policies, serverCheck = null }: PasswordRulesProps) {
  return (
    <Stack gap="sm">
      <PasswordStrengthMeter password={password} withHints={!policies} />
      {policies ? <PolicyChecklist items={policyChecklist(password, policies, serverCheck)} /> : null}
    </Stack>
  );
}

/** The rules bound to a form field: only this block re-renders as the user types, not the whole form. */
export function WatchedPasswordRules<T extends FieldValues>({ control, name, ...rest }: { control: Control<T>; name: Path<T> } & Omit<PasswordRulesProps, 'password'>) {
  const password: unknown = useWatch({ control, name });
  return <PasswordRules password={typeof password === 'string' ? password : ''} {...rest} />;
}
