import { Anchor, Group, Text } from '@mantine/core';

/** The legal PDFs (spec 1 §2), opened in a new tab. */
const LEGAL_LINKS = [
  { label: 'Términos y condiciones', href: '/docs/terminos.pdf' },
  { label: 'Contrato de licencia', href: '/docs/contrato-licencia.pdf' },
  { label: 'Aviso de privacidad', href: '/docs/aviso-privacidad.pdf' },
] as const;

export function AppFooter() {
  return (
    <footer>
      <Group justify="space-between" gap="xs" px="md" py="sm" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="md" wrap="wrap" component="nav" aria-label="Documentos legales">
          {LEGAL_LINKS.map((link) => (
            <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" fz="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Text fz="sm" c="dimmed">
          v{__APP_VERSION__}
        </Text>
      </Group>
    </footer>
  );
}
