import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a normal button that can be pressed', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Запиши се</Button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Запиши се' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('shows the loading text and cannot be pressed while loading, yet keeps focus', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Запиши се
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Запиши се' })).toHaveFocus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Запиши се
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Зареждане...' });
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Запиши се')).not.toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['primary', 'medium'],
    ['secondary', 'small'],
    ['outline', 'large'],
  ] as const)('renders the %s variant in the %s size', (variant, size) => {
    render(
      <Button variant={variant} size={size}>
        Бутон
      </Button>,
    );
    // The variant and size are styling hooks; their names are the kit's public contract.
    expect(screen.getByRole('button', { name: 'Бутон' })).toHaveClass(`ui-button--${variant}`, `ui-button--${size}`);
  });
});
