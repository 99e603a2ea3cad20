import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';

type Counted<P> = Omit<P, 'maxLength'> & { maxLength: number; ref?: Ref<HTMLInputElement & HTMLTextAreaElement> };

/**
 * The characters typed against the field's limit (spec 1 §5: "a maximum length with a counter").
 * Works with react-hook-form's `register` (uncontrolled: the DOM value is read after each render,
 * so a form reset shows too) and with a controlled `value`.
 */
function useLength(value: unknown) {
  const own = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState(0);
  // After every render on purpose: a form reset changes an uncontrolled field without an input event.
  // Setting the same length again bails out, so this settles after one pass.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (value === undefined) setTyped(own.current?.value.length ?? 0);
  });
  const length = value === undefined ? typed : String(value ?? '').length;
  const track = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setTyped(event.currentTarget.value.length);
  return { own, length, track };
}

/** The field's own description (if any) on the left, the count on the right. */
function counter(description: ReactNode, length: number, maxLength: number) {
  const count = `${length}/${maxLength}`;
  if (!description) return <span style={{ display: 'block', textAlign: 'right' }}>{count}</span>;
  return (
    <span style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
      <span>{description}</span> <span>{count}</span>
    </span>
  );
}
const ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export function CountedTextInput({ maxLength, onChange, ref, ...props }: Counted<TextInputProps>) {
  const { own, length, track } = useLength(props.value);
  const merged = useMergedRef(own, ref);
  return (
    <TextInput
      {...props}
      ref={merged}
      maxLength={maxLength}
      inputWrapperOrder={ORDER}
      description={counter(props.description, length, maxLength)}
      onChange={(event) => {
        track(event);
        onChange?.(event);
      }}
    />
  );
}

export function CountedTextarea({ maxLength, onChange, ref, ...props }: Counted<TextareaProps>) {
  const { own, length, track } = useLength(props.value);
  const merged = useMergedRef(own, ref);
  return (
    <Textarea
      {...props}
      ref={merged}
      maxLength={maxLength}
      inputWrapperOrder={ORDER}
      description={counter(props.description, length, maxLength)}
      onChange={(event) => {
        track(event);
        onChange?.(event);
      }}
    />
  );
}
