import type { AdminScreens } from '@studio/web';
import { describe, expect, it } from 'vitest';
import * as screens from './screens.ts';

describe('the admin remote', () => {
  it('exposes exactly the screens the shell routes to', () => {
    screens satisfies AdminScreens;
    expect(Object.keys(screens).sort()).toEqual([
      'AdminDashboardScreen',
      'AdminGuard',
      'AdminLoginScreen',
      'ImageTestScreen',
    ]);
  });
});
