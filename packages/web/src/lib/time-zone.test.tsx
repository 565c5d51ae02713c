import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ZONE_COOKIE } from '@portal/contract/page-drawing';
import { deviceTimeZone, UNIVERSITY_TIME_ZONE } from '@portal/domain';
import { tellGatewayDeviceZone, TimeZoneProvider, useTimeZone } from './time-zone';

// A page the gateway drew is taken over in the zone it was drawn in; when that is the
// browser's own (its cookie told the gateway), taking it over redraws nothing (issue 31,
// section 6; docs/decisions/294).
let renders = 0;
function Zone() {
  renders++;
  return <p>{useTimeZone().timeZone}</p>;
}

async function takeOver(drawnZone: string | undefined) {
  const page = (
    <TimeZoneProvider drawnZone={drawnZone}>
      <Zone />
    </TimeZoneProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const drawnAs = container.textContent;
  renders = 0;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  const after = { drawnAs, shown: container.textContent, renders };
  act(() => root!.unmount());
  container.remove();
  return after;
}

describe('the zone of a drawn page (docs/decisions/294)', () => {
  afterEach(() => {
    document.cookie = `${DEVICE_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("tells the gateway the browser's zone in a cookie", () => {
    tellGatewayDeviceZone();
    expect(document.cookie).toContain(`${DEVICE_ZONE_COOKIE}=${encodeURIComponent(deviceTimeZone())}`);
  });

  it("is taken over without a redraw when drawn in the browser's zone", async () => {
    const device = deviceTimeZone();
    expect(await takeOver(device)).toEqual({ drawnAs: device, shown: device, renders: 1 });
  });

  it("is drawn in India time without a zone, and a page drawn in another zone is redrawn in the browser's", async () => {
    expect(
      renderToString(
        <TimeZoneProvider>
          <Zone />
        </TimeZoneProvider>,
      ),
    ).toContain(UNIVERSITY_TIME_ZONE);
    const device = deviceTimeZone();
    const other = device === 'Europe/London' ? 'Asia/Tokyo' : 'Europe/London';
    const after = await takeOver(other);
    expect(after.drawnAs).toBe(other);
    expect(after.shown).toBe(device);
    expect(after.renders).toBeGreaterThan(1);
  });
});
