import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { MENSAJES_DOCUMENTOS as M } from '../../../shared/labels/compliance-documents';
import { TEXTOS_REVISION_EMPRESA as T } from '../../../shared/labels/requirement-card';
import { CountedTextarea } from '../fields/length-counter';

export type ReviewStatus = 'ACCEPTED' | 'REJECTED';

const FILL = { flex: '1 0 auto' } as const;

interface ReviewDecisionProps {
  /** The decision is being sent: both buttons show it. */
  pending: boolean;
  /** Called with the trimmed comment; a rejection only once the comment is written. */
  onDecide: (status: ReviewStatus, comments: string) => void;
  /** Adds Cancelar before the two buttons (a dialog); without it the two share the width (a side panel), wrapping rather than cutting a label. */
  onCancel?: (() => void) | undefined;
}

/**
 * The validator's part of a document under review: a comment, Rechazar (comment required) and
 * Validar Revision. Renders the comment and the buttons as siblings for the caller's Stack.
 */
export function ReviewDecision({ pending, onDecide, onCancel }: ReviewDecisionProps) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const decide = (status: ReviewStatus) => {
    if (status === 'REJECTED' && !comment.trim()) setCommentError(M.comentarioRequerido);
    else onDecide(status, comment.trim());
  };

  return (
    <>
      <CountedTextarea
        label={T.comentario}
        rows={4}
        maxLength={1000}
        value={comment}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setCommentError(null);
        }}
        error={commentError}
      />
      <Group justify={onCancel ? 'flex-end' : 'flex-start'} wrap="wrap" gap="xs">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {T.cancelar}
          </Button>
        ) : null}
        {/* Never shrunk below the label (Group grow capped each at half the panel and cut 'Validar Revision'). */}
        <Button color="red" variant="light" loading={pending} onClick={() => decide('REJECTED')} style={onCancel ? undefined : FILL}>
          {T.rechazar}
        </Button>
        <Button color="green" loading={pending} onClick={() => decide('ACCEPTED')} style={onCancel ? undefined : FILL}>
          {T.validar}
        </Button>
      </Group>
    </>
  );
}
