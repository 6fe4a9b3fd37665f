import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkLogoFile, LogoInput } from './LogoInput.tsx';

describe('checkLogoFile', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, undefined],
    [{ type: 'application/pdf', size: 1000 }, 'Choose an image file (PNG, JPEG, SVG or WebP).'],
    [{ type: 'image/png', size: 600 * 1024 }, 'Choose an image of at most 512 KB.'],
  ])('%o: %s', (file, expected) => {
    expect(checkLogoFile(file)).toBe(expected);
  });
});

describe('LogoInput', () => {
  it('takes an image, refuses anything else in words, and removes the logo', async () => {
    const onChange = vi.fn();
    render(
      <LogoInput name="Acme" current="data:image/png;base64,AA" value={null} onChange={onChange} />,
    );
    const input = screen.getByLabelText('Logo');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText(/Choose an image file/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    const png = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(onChange).toHaveBeenLastCalledWith(png);
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onChange).toHaveBeenLastCalledWith('removed');
  });
});
