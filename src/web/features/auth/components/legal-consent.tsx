import { Anchor, Checkbox } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface LegalConsentProps {
  prefix: string;
  linkText: string;
  href: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/**
 * One acceptance checkbox whose label links to the legal PDF (spec 1 §2: new tab, under /docs).
 * A click on the link opens the document without ticking the box (links inside a label are not
 * label activations).
 */
export function LegalConsent({ prefix, linkText, href, error, field }: LegalConsentProps) {
  return (
    <Checkbox
      label={
        <>
          {prefix}{' '}
          <Anchor href={href} target="_blank" rel="noopener" inherit>
            {linkText}
          </Anchor>
        </>
      }
      error={error}
      {...field}
    />
  );
}
