import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form bound to the wizard draft: the same zod schema as the server validates it, and
 * every keystroke is handed to `onChange` (the draft autosaves it).
 */
export function useDraftForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, values: Partial<z.input<S>>, onChange: (values: Partial<z.input<S>>) => void) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: values as DefaultValues<z.input<S>>,
    mode: 'onTouched',
  });
  useEffect(() => {
    const subscription = form.watch((next) => onChange(next as Partial<z.input<S>>));
    return () => subscription.unsubscribe();
    // onChange is stable (it writes through the draft's ref)
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  return form;
}
