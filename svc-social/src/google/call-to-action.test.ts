import { callToActionOf } from '@studio/contracts';
import { describe, expect, it } from 'vitest';

describe("a Google post's call to action", () => {
  const location = { phone: '+30 210 1234567', websiteUri: 'https://klinik.example.com' };

  it('books on the clinic’s booking link first', () => {
    expect(callToActionOf('https://book.example.com/k', location)).toEqual({
      actionType: 'BOOK',
      url: 'https://book.example.com/k',
    });
  });

  it('calls the location without a booking link, else learns more on its site, else has none', () => {
    expect(callToActionOf(null, location)).toEqual({ actionType: 'CALL' });
    expect(callToActionOf(null, { phone: null, websiteUri: location.websiteUri })).toEqual({
      actionType: 'LEARN_MORE',
      url: location.websiteUri,
    });
    expect(callToActionOf(null, { phone: null, websiteUri: null })).toBeNull();
  });

  it('takes no booking link that is not a web address (Google refuses a url that is not http(s))', () => {
    expect(callToActionOf('mailto:info@klinik.example.com', location)).toEqual({ actionType: 'CALL' });
  });
});
