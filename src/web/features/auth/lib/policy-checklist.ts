import { checkPasswordPolicies, type PolicyType, type TPasswordPolicy } from '../../../../shared/domain/auth-policy';

/** pending: nothing typed yet (neutral); met: green; failed: red. */
export type PolicyState = 'pending' | 'met' | 'failed';

export interface PolicyChecklistItem {
  policyType: PolicyType;
  /** The description, followed by the value for NUMERIC policies (spec 1 §3). */
  label: string;
  state: PolicyState;
}

/** The server's verdict on a submitted password: the policies it returned with `hasError`. */
export interface ServerPolicyCheck {
  password: string;
  failed: readonly PolicyType[];
}

export function policyLabel(policy: TPasswordPolicy): string {
  return policy.valueType === 'NUMERIC' ? `${policy.description}: ${policy.value}` : policy.description;
}

/**
 * The reset page's checklist: the active update-password policies, checked live against what the
 * user types. While the field still holds the password the server rejected, the policies the
 * server marked `hasError` stay red even if the local check (which may lag behind the server's
 * rules) thinks they pass.
 */
export function policyChecklist(password: string, policies: readonly TPasswordPolicy[], server?: ServerPolicyCheck | null): PolicyChecklistItem[] {
  const rejected = server && server.password === password ? new Set(server.failed) : new Set<PolicyType>();
  return checkPasswordPolicies(password, [...policies]).map((policy) => {
    let state: PolicyState = policy.hasError ? 'failed' : 'met';
    if (rejected.has(policy.policyType)) state = 'failed';
    else if (password === '') state = 'pending';
    return { policyType: policy.policyType, label: policyLabel(policy), state };
  });
}
