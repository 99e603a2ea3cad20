import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import type { TNotification } from '../../../../shared/contracts/notifications.contract';
import { TEXTOS_NOTIFICACIONES as T } from '../../../../shared/labels/shell';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { formatDateTime } from '../../../lib/format/dates';
import { shortenNotificationText } from '../lib/notification-text';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: TNotification;
  /** Unread notifications are buttons: a click marks them read. */
  onMarkRead: (() => void) | undefined;
  /** A notification about something (its action.path) opens it on click, and is marked read then. */
  onOpen?: (() => void) | undefined;
  pending: boolean;
}

export function NotificationItem({ notification, onMarkRead, onOpen, pending }: NotificationItemProps) {
  const short = shortenNotificationText(notification.text);
  const body = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {onMarkRead ? <IconPointFilled size={14} color="var(--mantine-color-avala-6)" aria-hidden="true" style={{ flexShrink: 0, marginTop: 4 }} /> : null}
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={onMarkRead ? 600 : 400} title={short.full} style={{ overflowWrap: 'anywhere' }}>
          {short.text}
        </Text>
        <Text fz="xs" c="dimmed">
          {[notification.subText, formatDateTime(notification.createdAt)].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
  return (
    <li>
      {onOpen ? (
        <UnstyledButton className={classes.item} onClick={onOpen} disabled={pending} title={short.full} data-read={onMarkRead ? undefined : true}>
          {body}
          <VisuallyHidden>{R.abrirAviso}</VisuallyHidden>
        </UnstyledButton>
      ) : onMarkRead ? (
        <UnstyledButton className={classes.item} onClick={onMarkRead} disabled={pending} title={short.full}>
          {body}
          <VisuallyHidden>{T.marcarLeida}</VisuallyHidden>
        </UnstyledButton>
      ) : (
        <div className={classes.item} data-read>
          {body}
        </div>
      )}
    </li>
  );
}
