import { describe, expect, it } from 'vitest';
import { resetLinkProblem } from './reset-link.ts';

describe('a reset link', () => {
  it('is worth trying with a token and an email', () => {
    expect(resetLinkProblem({ token: 'abc', email: 'olive@example.com' })).toBeNull();
  });

  it('without a token asks for a newer email', () => {
    expect(resetLinkProblem({ token: '', email: 'olive@example.com' })).toBe(
      'Your password reset token is invalid. Please check your inbox for a newer email from us or request to reset your password again.',
    );
  });

  it('without an email, or with one that is not an email, is invalid for its token', () => {
    expect(resetLinkProblem({ token: 'abc', email: '' })).toBe('The email address requested is invalid for this token.');
    expect(resetLinkProblem({ token: 'abc', email: 'olive' })).toBe('The email address requested is invalid for this token.');
  });
});
