import { runServiceProcess } from '@studio/kit';
import { createSocialService } from './service.ts';

await runServiceProcess(4003, createSocialService);
