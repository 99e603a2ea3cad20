import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { TAG_LIMITS, tagKey } from '../../../../shared/contracts/tags.contract';
import { ETIQUETAS as E } from '../../../../shared/labels/tags';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Tags already in use in the group, offered as suggestions. */
  suggestions: string[];
  error?: string | undefined;
}

/** Trimmed, and each tag once without regard to case (the first spelling stays). */
function cleaned(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tagKey(tag);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Etiquetas of a company: free text, Enter or comma adds one. The counters under it show the tags
 * against the limit of 10 and the characters of the tag being typed against its limit of 30.
 */
export function TagsField({ value, onChange, onBlur, suggestions, error }: TagsFieldProps) {
  const [typing, setTyping] = useState('');
  return (
    <TagsInput
      label={E.etiquetas}
      placeholder={value.length < TAG_LIMITS.perCompany ? E.ayuda : undefined}
      description={`${E.cuenta(value.length, TAG_LIMITS.perCompany)} · ${E.caracteres(typing.length, TAG_LIMITS.length)}`}
      value={value}
      onChange={(tags) => onChange(cleaned(tags))}
      onBlur={onBlur}
      searchValue={typing}
      onSearchChange={(text) => setTyping(text.slice(0, TAG_LIMITS.length))}
      maxTags={TAG_LIMITS.perCompany}
      data={suggestions}
      splitChars={[',']}
      acceptValueOnBlur
      clearable
      error={error}
    />
  );
}
