import { Stack, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  headingOrder: TitleOrder;
  children: ReactNode;
}

/** One titled block of the company form; the heading names the region for screen readers. */
export function FormSection({ title, headingOrder, children }: FormSectionProps) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title id={id} order={headingOrder} fz="md" c="avala.8" pb={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
