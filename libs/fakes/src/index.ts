export * from './fake-image-host.ts';
export * from './fake-image-search.ts';
export * from './fake-openai.ts';
export * from './recorded-posts.ts';
export * from './start-fake.ts';
export * from './tiny-images.ts';
export * from './tiny-videos.ts';
