import { runServiceProcess } from '@studio/kit';
import { createPostsService } from './service.ts';

await runServiceProcess(4004, createPostsService);
