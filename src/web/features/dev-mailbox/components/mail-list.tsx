import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { TDevMail } from '../../../../shared/contracts/dev-mailbox.contract';
import { formatDateTime } from '../../../lib/format/dates';
import classes from './mail-list.module.css';
import { MAIL_STATUS, newestFirst } from './mail-status';

interface MailListProps {
  mails: TDevMail[];
  selectedId: string | null;
  onSelect: (mail: TDevMail) => void;
}

export function MailList({ mails, selectedId, onSelect }: MailListProps) {
  return (
    <ul className={classes.list} aria-label="Correos">
      {newestFirst(mails).map((mail) => (
        <li key={mail.id}>
          <UnstyledButton className={classes.item} aria-current={mail.id === selectedId} onClick={() => onSelect(mail)}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} fz="sm" lineClamp={1}>
                {mail.subject || '(Sin asunto)'}
              </Text>
              <Badge size="xs" variant="light" color={MAIL_STATUS[mail.status].color} style={{ flexShrink: 0 }}>
                {MAIL_STATUS[mail.status].label}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              Para: {mail.to}
            </Text>
            <Text fz="xs" c="dimmed">
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
