import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';

type Field = HTMLInputElement & HTMLTextAreaElement;
type Counted<P> = Omit<P, 'maxLength'> & { maxLength: number; ref?: Ref<Field> };

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

/**
 * The characters typed against the field's limit (spec 1 §5: "a maximum length with a counter"), as
 * the props a Mantine input takes. Works with react-hook-form's `register` (uncontrolled: the DOM
 * value is read after each render, so a form reset shows too) and with a controlled `value`.
 */
function useCounter<E extends ChangeEvent<HTMLInputElement> | ChangeEvent<HTMLTextAreaElement>>(props: {
  value?: unknown;
  description?: ReactNode;
  maxLength: number;
  onChange?: ((event: E) => void) | undefined;
  ref?: Ref<Field> | undefined;
}) {
  const own = useRef<Field>(null);
  const [typed, setTyped] = useState(0);
  // After every render on purpose: a form reset changes an uncontrolled field without an input event.
  // Setting the same length again bails out, so this settles after one pass.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (props.value === undefined) setTyped(own.current?.value.length ?? 0);
  });
  const length = props.value === undefined ? typed : String(props.value ?? '').length;
  return {
    ref: useMergedRef(own, props.ref),
    maxLength: props.maxLength,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    description: counter(props.description, length, props.maxLength),
    onChange: (event: E) => {
      setTyped(event.currentTarget.value.length);
      props.onChange?.(event);
    },
  };
}

export function CountedTextInput(props: Counted<TextInputProps>) {
  return <TextInput {...props} {...useCounter(props)} />;
}

export function CountedTextarea(props: Counted<TextareaProps>) {
  return <Textarea {...props} {...useCounter(props)} />;
}
