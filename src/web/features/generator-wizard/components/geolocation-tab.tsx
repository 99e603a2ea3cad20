import { Alert, Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ZGeolocationForm } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { useDraftForm } from '../hooks/use-draft-form';
import { useWatchPosition } from '../hooks/use-watch-position';
import type { GeolocationValues, WizardDraft } from '../lib/wizard-draft';
import { queueGeolocation } from '../lib/wizard-outbox';
import { DateField } from '../../../components/fields/date-field';

const LocationMap = lazy(() => import('./location-map'));
const F = T.geoCampos;

/** Geolocalización (spec 3 §3, §5): live GPS with its accuracy, manual fallback, map when tiles load. */
export function GeolocationTab({ draft, onChange }: { draft: WizardDraft; onChange: (values: Partial<GeolocationValues>) => void }) {
  const form = useDraftForm(ZGeolocationForm, draft.geolocation, onChange);
  const { register, formState, setValue } = form;
  const errors = formState.errors;
  const coordinates = form.watch('coordinates');
  const [manual, setManual] = useState(false);
  // Offline the service worker may still have this area's tiles: only a real failure hides the map.
  const [tilesFailed, setTilesFailed] = useState(false);
  const gps = useWatchPosition((reading) => setValue('coordinates', reading, { shouldValidate: true, shouldDirty: true }));
  const { start } = gps;

  useEffect(() => {
    if (!draft.geolocation.coordinates) start();
    // Only when the tab first opens without a location.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = form.handleSubmit(async (geolocation) => {
    await queueGeolocation(draft, geolocation);
    showToast('success', M.informacionGuardada);
  });
  const coordinatesError = errors.coordinates?.message ?? errors.coordinates?.lat?.message ?? errors.coordinates?.lng?.message;
  const hasPoint = typeof coordinates?.lat === 'number' && typeof coordinates?.lng === 'number' && Number.isFinite(coordinates.lat) && Number.isFinite(coordinates.lng);

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={F.date} {...register('date')} required error={errors.date?.message} />
        <TextInput label={F.name} {...register('name')} required error={errors.name?.message} />
        <TextInput label={F.address} {...register('address')} required error={errors.address?.message} />
        <TextInput label={F.code} {...register('code')} required error={errors.code?.message} />
        <TextInput label={F.folioTracker} {...register('folioTracker')} required error={errors.folioTracker?.message} />
      </SimpleGrid>

      <Card withBorder radius="md" p="md" component="section" aria-label={T.ubicacion}>
        <Stack gap="sm">
          <Text fw={700}>{T.ubicacion}</Text>
          {gps.watching ? (
            <Group gap="xs" aria-live="polite">
              <Loader size="xs" />
              <Text fz="sm">{gps.reading ? T.precision(gps.reading.accuracy) : T.buscandoUbicacion}</Text>
            </Group>
          ) : null}
          {gps.poor ? <Alert color="yellow">{T.precisionBaja}</Alert> : null}
          {gps.failed ? <Alert color="yellow">{T.sinGeolocalizacion}</Alert> : null}
          {hasPoint ? (
            <Stack gap={4}>
              <Text fz="sm" data-testid="coordinates">
                {T.coordenadas(coordinates.lat, coordinates.lng)}
              </Text>
              {typeof coordinates.accuracy === 'number' ? (
                <Text fz="sm" c={coordinates.accuracy <= 20 ? 'teal.9' : 'dimmed'}>
                  {T.precision(coordinates.accuracy)}
                  {coordinates.accuracy <= 20 ? ` · ${T.precisionAceptada}` : ''}
                </Text>
              ) : null}
              {tilesFailed ? (
                <Text fz="xs" c="dimmed">
                  {T.mapaNoDisponible}
                </Text>
              ) : (
                <Suspense fallback={<Loader size="sm" />}>
                  <LocationMap lat={coordinates.lat} lng={coordinates.lng} label={T.mapa} onTilesFailed={() => setTilesFailed(true)} />
                </Suspense>
              )}
            </Stack>
          ) : null}
          <Group gap="xs">
            <Button variant="light" onClick={gps.start} loading={gps.watching}>
              {T.obtenerUbicacion}
            </Button>
            {gps.reading && gps.reading.accuracy > 20 ? (
              <Button variant="default" onClick={() => gps.reading && setValue('coordinates', gps.reading, { shouldValidate: true, shouldDirty: true })}>
                {T.usarUbicacion}
              </Button>
            ) : null}
            <Button variant="subtle" onClick={() => setManual((m) => !m)} aria-expanded={manual}>
              {T.capturaManual}
            </Button>
          </Group>
          {manual ? (
            <SimpleGrid cols={2}>
              <NumberInput
                label={F.lat}
                decimalScale={7}
                min={-90}
                max={90}
                value={coordinates?.lat ?? ''}
                onChange={(value) => setValue('coordinates', { lat: Number(value), lng: coordinates?.lng ?? Number.NaN, accuracy: null }, { shouldValidate: true, shouldDirty: true })}
              />
              <NumberInput
                label={F.lng}
                decimalScale={7}
                min={-180}
                max={180}
                value={coordinates?.lng ?? ''}
                onChange={(value) => setValue('coordinates', { lat: coordinates?.lat ?? Number.NaN, lng: Number(value), accuracy: null }, { shouldValidate: true, shouldDirty: true })}
              />
            </SimpleGrid>
          ) : null}
          {coordinatesError ? (
            <Text c="red" fz="sm" role="alert">
              {coordinatesError}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button type="submit">{T.guardar}</Button>
      </Group>
    </Stack>
    </form>
  );
}
