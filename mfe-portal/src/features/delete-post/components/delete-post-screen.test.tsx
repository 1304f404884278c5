// @vitest-environment happy-dom
import { toast } from '@studio/ui';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DeletePostScreen } from './delete-post-screen.tsx';

type Handlers = Parameters<typeof fakeApi>[0];

const verifiedAs =
  (role: string, success = true) =>
  () => ({ body: { success, role, accountId: 7, actingAdmin: false } });

function openDeletePost(handlers: Handlers = {}, url = '/business/delete-post') {
  const calls = fakeApi({ 'GET /api/auth/verify': verifiedAs('business_admin'), ...handlers });
  renderWithProviders(
    url,
    <>
      <Route path="/business/delete-post" element={<DeletePostScreen />} />
      {landing('/business/login')}
    </>,
  );
  return calls;
}

const postIdInput = () => screen.getByLabelText('Κωδικός ανάρτησης') as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Διαγραφή' }));
const deletes = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.key === 'DELETE /api/social-media/delete');

describe('delete-post screen', () => {
  resetBrowserBetweenTests();

  it('shows a spinner while checking, then the warning, the help and the Instagram note', async () => {
    localStorage.setItem('business_token', 'business-token');
    openDeletePost();
    expect(screen.getByText('Έλεγχος σύνδεσης...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Διαγραφή ανάρτησης' })).toBeInTheDocument();
    expect(screen.getByText(/οριστική/)).toBeInTheDocument();
    expect(screen.getByText(/κάρτα της δημοσιευμένης ανάρτησης/)).toBeInTheDocument();
    expect(screen.getByText(/Διαγράψτε τις από την εφαρμογή του Instagram/)).toBeInTheDocument();
    // Its own theme choice in its header: the shell's floating one steps aside (it covered «Διαγραφή»).
    expect(screen.getByRole('group', { name: 'Θέμα εμφάνισης' })).toBeInTheDocument();
    expect(postIdInput().placeholder).toBe('123456789_987654321');
    expect(radio('Facebook').checked).toBe(false);
    expect(radio('Instagram').checked).toBe(false);
  });

  it('goes to the business login without a token', async () => {
    const calls = openDeletePost();
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('goes to the business login when the verification fails', async () => {
    localStorage.setItem('business_token', 'old-token');
    openDeletePost({ 'GET /api/auth/verify': () => refused(401, 'Invalid token') });
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('goes to the business login when the verified role is not business_admin', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    openDeletePost({ 'GET /api/auth/verify': verifiedAs('admin') });
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(screen.queryByLabelText('Κωδικός ανάρτησης')).toBeNull();
  });

  it('asks for the post ID (blank after trimming) and the platform before sending anything', async () => {
    localStorage.setItem('business_token', 'business-token');
    const calls = openDeletePost();
    await screen.findByLabelText('Κωδικός ανάρτησης');
    fireEvent.change(postIdInput(), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Please enter the post ID.')).toBeInTheDocument();
    expect(screen.getByText('Please select the platform.')).toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
  });

  it('deletes the post, says so for its platform and clears the form', async () => {
    localStorage.setItem('business_token', 'business-token');
    const calls = openDeletePost({
      'DELETE /api/social-media/delete': () => ({ body: { success: true, message: 'Deleted' } }),
    });
    const success = vi.spyOn(toast, 'success');
    await screen.findByLabelText('Κωδικός ανάρτησης');
    fireEvent.click(radio('Facebook'));
    fireEvent.change(postIdInput(), { target: { value: '  123456789_987654321 ' } });
    submit();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('The post was deleted successfully from Facebook'),
    );
    expect(deletes(calls)).toEqual([
      {
        key: 'DELETE /api/social-media/delete',
        body: { postId: '123456789_987654321', platform: 'facebook' },
        authorization: 'Bearer business-token',
      },
    ]);
    await waitFor(() => expect(postIdInput().value).toBe(''));
    expect(radio('Facebook').checked).toBe(false);
  });

  it('comes filled in from a published card’s link', async () => {
    localStorage.setItem('business_token', 'business-token');
    openDeletePost({}, '/business/delete-post?postId=123456789_987654321&platform=facebook');
    await waitFor(() => expect(postIdInput().value).toBe('123456789_987654321'));
    expect(radio('Facebook').checked).toBe(true);
  });

  it('shows the server message when the deletion is refused, keeping what was typed', async () => {
    localStorage.setItem('business_token', 'business-token');
    const message =
      'Published Instagram posts cannot be deleted through the API. Please delete the post manually in Instagram.';
    openDeletePost({ 'DELETE /api/social-media/delete': () => refused(400, message) });
    const error = vi.spyOn(toast, 'error');
    await screen.findByLabelText('Κωδικός ανάρτησης');
    fireEvent.click(radio('Instagram'));
    fireEvent.change(postIdInput(), { target: { value: '17890000000000001' } });
    submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: message }));
    expect(postIdInput().value).toBe('17890000000000001');
    expect(radio('Instagram').checked).toBe(true);
  });

  it("falls back to 'Failed to delete post' when the server gives no message", async () => {
    localStorage.setItem('business_token', 'business-token');
    openDeletePost({ 'DELETE /api/social-media/delete': () => ({ status: 502 }) });
    const error = vi.spyOn(toast, 'error');
    await screen.findByLabelText('Κωδικός ανάρτησης');
    fireEvent.click(radio('Facebook'));
    fireEvent.change(postIdInput(), { target: { value: '1_2' } });
    submit();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'Failed to delete post' }),
    );
  });

  it('treats a token gone since the check as an error and sends nothing', async () => {
    localStorage.setItem('business_token', 'business-token');
    const calls = openDeletePost();
    const error = vi.spyOn(toast, 'error');
    await screen.findByLabelText('Κωδικός ανάρτησης');
    localStorage.removeItem('business_token');
    fireEvent.click(radio('Facebook'));
    fireEvent.change(postIdInput(), { target: { value: '1_2' } });
    submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Σφάλμα', { description: 'No auth token found' }));
    expect(deletes(calls)).toEqual([]);
  });
});
