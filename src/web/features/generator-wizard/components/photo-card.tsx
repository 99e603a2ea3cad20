import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { GENERATOR_LIMITS as L } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { useLocalFileUrl } from '../hooks/use-local-file-url';
import type { DraftPhoto } from '../lib/wizard-draft';
import { CountedTextarea, CountedTextInput } from '../../../components/fields/length-counter';

interface Props {
  photo: DraftPhoto;
  title: string;
  onChange: (changes: Partial<Pick<DraftPhoto, 'ns' | 'activities'>>) => void;
  onRemove: () => void;
}

/** One photo with its thumbnail, NS (≤ 100) and activities (≤ 200). */
export function PhotoCard({ photo, title, onChange, onRemove }: Props) {
  const url = useLocalFileUrl(photo.local ? photo.id : null);
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Stack gap="xs">
        {url ? (
          <Image src={url} alt={title} h={160} fit="cover" radius="sm" />
        ) : (
          <Group h={80} justify="center" bg="gray.1" style={{ borderRadius: 4 }}>
            <IconPhoto aria-hidden />
            <Text fz="xs" c="dimmed">
              {T.fotoEnServidor}
            </Text>
          </Group>
        )}
        <CountedTextInput label={T.ns} value={photo.ns} maxLength={L.nsMax} onChange={(e) => onChange({ ns: e.currentTarget.value })} />
        <CountedTextarea label={T.actividades} value={photo.activities} maxLength={L.activitiesMax} autosize minRows={2} onChange={(e) => onChange({ activities: e.currentTarget.value })} />
        <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`${T.quitar}: ${title}`}>
          {T.quitar}
        </Button>
      </Stack>
    </Card>
  );
}
