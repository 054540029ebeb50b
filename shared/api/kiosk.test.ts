import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { ApiError } from './errors';
import { storeDateTime, trackKioskVideo } from './kiosk';

describe('shared/api/kiosk', () => {
  it('writes dates as the store does, in local time', () => {
    expect(storeDateTime(new Date(2026, 10, 23, 9, 5, 7))).toBe('2026-11-23 09:05:07');
  });

  it('records a playback with video_id, start_date and end_date', async () => {
    await trackKioskVideo(2, new Date(2026, 10, 23, 9, 0, 0), new Date(2026, 10, 23, 9, 0, 42));
    expect(db.content.videoPlays).toEqual([{ video_id: 2, start_date: '2026-11-23 09:00:00', end_date: '2026-11-23 09:00:42' }]);
  });

  it('throws the refusal for an unknown video and a network failure', async () => {
    await expect(trackKioskVideo(99, new Date(), new Date())).rejects.toThrow('Unknown video.');
    setFaults({ failing: { 'tool/kiosk/video': 'network' } });
    await expect(trackKioskVideo(1, new Date(), new Date())).rejects.toBeInstanceOf(ApiError);
  });
});
