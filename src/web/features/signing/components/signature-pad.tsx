import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { TEXTOS_FIRMA as T } from '../../../../shared/labels/generators-area';

interface SignaturePadProps {
  /** The drawing as PNG base64 (without the data: prefix), or null when the pad is empty. */
  onChange: (png: string | null) => void;
  error?: string | null;
}

const WIDTH = 600;
const HEIGHT = 200;

/** A canvas to draw the signature with a finger, a pen or the mouse (pointer events), with Limpiar. */
export function SignaturePad({ onChange, error }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const strokes = useRef(0);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111827';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) * WIDTH) / rect.width, y: ((event.clientY - rect.top) * HEIGHT) / rect.height };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };

  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    strokes.current += 1;
    onChange(canvas.current.toDataURL('image/png').replace(/^data:image\/png;base64,/, ''));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    strokes.current = 0;
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Text fw={500} fz="sm" id="firma-lienzo">
        {T.dibujeFirma}
      </Text>
      <Paper withBorder radius="md" style={{ borderColor: error ? 'var(--mantine-color-red-6)' : undefined, overflow: 'hidden' }}>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label={T.lienzo}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{ width: '100%', height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}`, touchAction: 'none', display: 'block', background: 'white', cursor: 'crosshair' }}
        />
      </Paper>
      <Group justify="space-between">
        {error ? (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        ) : (
          <span />
        )}
        <Button variant="subtle" size="xs" leftSection={<IconEraser size={14} aria-hidden="true" />} onClick={clear}>
          {T.limpiar}
        </Button>
      </Group>
    </Stack>
  );
}
