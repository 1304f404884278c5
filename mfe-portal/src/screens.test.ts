import type { PortalScreens } from '@studio/web';
import { describe, expect, it } from 'vitest';
import * as screens from './screens.ts';

// The shell routes to these names; a missing or renamed one is a compile error here.
screens satisfies PortalScreens;

describe('the portal remote', () => {
  it('exposes every screen the shell routes to', () => {
    const expected: (keyof PortalScreens)[] = [
      'BusinessLoginScreen',
      'BusinessGuard',
      'PortalLayout',
      'SetupScreen',
      'ProductsScreen',
      'PlatformsScreen',
      'CampaignsScreen',
      'FacebookPagesScreen',
      'FacebookTestScreen',
      'DeletePostScreen',
      'MediaScreen',
      'CalendarScreen',
      'AnalyticsScreen',
      'TeamScreen',
      'MedicalReviewScreen',
      'InboxScreen',
    ];
    expect(Object.keys(screens).sort()).toEqual([...expected].sort());
    for (const component of Object.values(screens)) expect(typeof component).toBe('function');
  });
});
