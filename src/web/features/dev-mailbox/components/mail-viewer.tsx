import { Badge, Box, Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TDevMail } from '../../../../shared/contracts/dev-mailbox.contract';
import { formatDateTime } from '../../../lib/format/dates';
import { MAIL_STATUS } from './mail-status';

/**
 * The mail's HTML runs in a sandboxed iframe: no scripts, no same-origin access, so a message
 * cannot touch the app or its session. Links open in a new tab (allow-popups + <base target>).
 */
function sandboxedDocument(html: string): string {
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,sans-serif;margin:16px;color:#1a1b1e}img{max-width:100%}</style></head><body>${html}</body></html>`;
}

export function MailViewer({ mail }: { mail: TDevMail }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {mail.subject || '(Sin asunto)'}
        </Title>
        <Badge variant="light" color={MAIL_STATUS[mail.status].color} style={{ flexShrink: 0 }}>
          {MAIL_STATUS[mail.status].label}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Para: {mail.to} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
      </Text>
      <Tabs defaultValue={mail.html ? 'html' : 'text'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html" disabled={!mail.html}>
            HTML
          </Tabs.Tab>
          <Tabs.Tab value="text">Texto</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {mail.html ? (
            <Box
              component="iframe"
              title={`Contenido del correo: ${mail.subject}`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={sandboxedDocument(mail.html)}
              w="100%"
              h={520}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', background: 'white' }}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mail.text || '(Sin texto)'}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
