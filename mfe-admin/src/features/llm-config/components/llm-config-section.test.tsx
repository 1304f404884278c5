// @vitest-environment happy-dom
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LlmConfigSection } from './llm-config-section.tsx';

function openSection() {
  return renderWithProviders(
    '/admin/dashboard/llm-config',
    <Route path="*" element={<LlmConfigSection />} />,
  );
}

const slider = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const range = (input: HTMLInputElement) => [input.min, input.max, input.step, input.value];

describe('LLM configuration (static)', () => {
  resetBrowserBetweenTests();

  it('shows the content settings with the spec defaults', () => {
    const calls = fakeApi({});
    openSection();
    expect(screen.getByRole('tab', { name: 'Content Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(range(slider('Creativity'))).toEqual(['0', '1', '0.1', '0.7']);
    expect(range(slider('Post length'))).toEqual(['50', '300', '10', '150']);
    expect(screen.getByText('150 words')).toBeInTheDocument();
    expect((screen.getByLabelText('AI model') as HTMLSelectElement).value).toBe('gpt-4o');
    expect((screen.getByLabelText('Avoid medical claims') as HTMLInputElement).checked).toBe(true);
    expect(calls).toEqual([]);
  });

  it('moves a slider on screen and shows its value', () => {
    fakeApi({});
    openSection();
    expect(screen.getByText('0.7')).toBeInTheDocument();
    fireEvent.change(slider('Creativity'), { target: { value: '0.3' } });
    expect(screen.getByText('0.3')).toBeInTheDocument();
    expect(screen.queryByText('0.7')).toBeNull();
    expect(slider('Creativity').value).toBe('0.3');
  });

  it('has the hashtag maximum of Instagram and Twitter on the Platforms tab', () => {
    fakeApi({});
    openSection();
    fireEvent.click(screen.getByRole('tab', { name: 'Platforms' }));
    expect(screen.getByRole('tabpanel', { name: 'Platforms' })).toBeInTheDocument();
    expect(range(slider('Instagram hashtag maximum'))).toEqual(['0', '30', '1', '10']);
    expect(range(slider('Twitter hashtag maximum'))).toEqual(['0', '5', '1', '3']);
  });

  it('has the timeout, limit, budget and a sample usage on the API Settings tab', () => {
    fakeApi({});
    openSection();
    fireEvent.click(screen.getByRole('tab', { name: 'API Settings' }));
    expect((screen.getByLabelText('Request timeout (seconds)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Daily generation limit (posts)') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('Monthly budget (USD)') as HTMLInputElement).value).toBe('20');
    const usage = screen.getByRole('progressbar', { name: 'Token usage this month (sample)' });
    expect(usage.getAttribute('aria-valuenow')).toBe('35000');
    expect(usage.getAttribute('aria-valuemax')).toBe('100000');
    expect(screen.getByText('35,000 of 100,000 tokens')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', () => {
    fakeApi({});
    openSection();
    const first = screen.getByRole('tab', { name: 'Content Settings' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'API Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'API Settings' }));
  });

  it('saves and resets nothing', () => {
    const calls = fakeApi({});
    openSection();
    const save = screen.getByRole('button', { name: 'Save Configuration' }) as HTMLButtonElement;
    const reset = screen.getByRole('button', { name: 'Reset to Defaults' }) as HTMLButtonElement;
    // Neither looks like a primary action on a screen that saves nothing.
    expect([save.disabled, reset.disabled]).toEqual([true, true]);
    fireEvent.click(save);
    fireEvent.click(reset);
    expect(calls).toEqual([]);
    expect(screen.getByText(/nothing is loaded or saved/)).toBeInTheDocument();
  });
});
