import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInputStep, PhoneVerifyStep } from './phone-steps.tsx';

describe('the phone number field', () => {
  it('keeps a pasted number whole before formatting it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneInputStep initial="" busy={false} error={null} onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText(/Phone number/));
    await user.paste('+1 555-987-6543');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('(555) 987-6543');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSubmit).toHaveBeenCalledWith('(555) 987-6543');
  });

  it('keeps another country’s number as typed, with its +', async () => {
    const user = userEvent.setup();
    render(<PhoneInputStep initial="" busy={false} error={null} onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText(/Phone number/));
    await user.paste('+44 20 7946 0958');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+442079460958');
  });

  it('drops “A new code is on its way.” when a later resend is refused', () => {
    const props = {
      phone: '(555) 987-6543',
      busy: false,
      resent: true,
      onVerify: vi.fn(),
      onResend: vi.fn(),
      onDifferentNumber: vi.fn(),
    };
    const { rerender } = render(<PhoneVerifyStep {...props} error={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way.');
    rerender(
      <PhoneVerifyStep {...props} error="Too many requests. Please try again in a few minutes." />,
    );
    expect(screen.queryByText('A new code is on its way.')).not.toBeInTheDocument();
    expect(screen.getByText(/Too many requests/)).toBeVisible();
  });
});
