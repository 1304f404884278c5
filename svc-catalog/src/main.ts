import { runServiceProcess } from '@studio/kit';
import { createCatalogService } from './service.ts';

await runServiceProcess(4002, createCatalogService);
