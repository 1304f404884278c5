import { apiRequest } from '@studio/web';

/** DELETE /api/bulk-posts/{id} */
export function deletePost(id: number): Promise<{ success: boolean; message: string }> {
  return apiRequest('DELETE /api/bulk-posts/:id', { params: { id } });
}
