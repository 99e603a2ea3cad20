import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERATOR_LIMITS as L } from '../../../../shared/domain/generator';

export interface PositionReading {
  lat: number;
  lng: number;
  accuracy: number;
}

/**
 * watchPosition with the live reading. A reading at ≤ 20 m is accepted by itself (and the watch
 * stops); worse ones wait for the user to accept them, with a warning above 100 m.
 */
export function useWatchPosition(onAccept: (reading: PositionReading) => void) {
  const [reading, setReading] = useState<PositionReading | null>(null);
  const [watching, setWatching] = useState(false);
  const [failed, setFailed] = useState(false);
  const watchId = useRef<number | null>(null);
  const accept = useRef(onAccept);
  useEffect(() => {
    accept.current = onAccept;
  });

  const stop = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
    setWatching(false);
  }, []);

  const start = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setFailed(true);
      return;
    }
    stop();
    setFailed(false);
    setWatching(true);
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        const next = { lat: position.coords.latitude, lng: position.coords.longitude, accuracy: position.coords.accuracy };
        setReading(next);
        if (next.accuracy <= L.autoAcceptAccuracyM) {
          accept.current(next);
          stop();
        }
      },
      () => {
        setFailed(true);
        stop();
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 60_000 },
    );
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { reading, watching, failed, start, stop, poor: reading !== null && reading.accuracy > L.warnAccuracyM };
}
