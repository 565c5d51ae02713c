import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../../lib/session';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import { claimOfflineData, putSavedCourse, wipeOfflineData } from '../../../offline/store';
import { measureSave } from './save-course';
import SaveForOffline from './save-for-offline';

vi.mock('./save-course', () => ({
  measureSave: vi.fn(async () => ({ objectIds: [], files: [], quizzes: [], onlineOnly: [], course: {} })),
  saveCourse: vi.fn(),
}));

const signedIn: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
  throw new Error(`unexpected ${op.operationName}`);
};

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().state.status === 'signedIn' ? children : null;
}

afterEach(() => wipeOfflineData());

describe('Save for offline', () => {
  it("resumes a unit's save that stopped as that unit's, after a reload too (its scope is on the device)", async () => {
    await claimOfflineData(DEMO_VIEWER.id);
    await putSavedCourse({ courseId: 'c1', title: 'Course', programTitle: null, savedAt: 0, complete: false, objectIds: ['o3'], unitId: 'u2', answer: {}, files: [] });
    // A fresh screen, as after a reload, opened on another unit.
    renderWithApp(
      <WhenSignedIn>
        <SaveForOffline courseId="c1" unitId="u1" />
      </WhenSignedIn>,
      { respond: signedIn },
    );
    // The saved record is read from IndexedDB after the first render: slow on a busy machine.
    await screen.findByRole('button', { name: 'Resume saving' }, { timeout: 10_000 });
    // The button pressed is the one on screen when pressed: under load the screen may be drawn
    // again between finding it and pressing it (a press on the old one reaches nothing; CI).
    await vi.waitFor(
      async () => {
        if (vi.mocked(measureSave).mock.calls.length === 0) await userEvent.click(screen.getByRole('button', { name: 'Resume saving' }));
        expect(measureSave).toHaveBeenCalledWith(expect.anything(), 'c1', 'u2');
      },
      { timeout: 10_000 },
    );
  });
});
