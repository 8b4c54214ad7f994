import { useId, useState } from 'react';
import { Button } from 'shell/ui';
import { useClientsTokenStore } from '../lib/token-store';
import './token-field.css';

const tokenTexts = {
  tokenLabel: 'Токен',
  showToken: 'Покажи токена',
  forgetToken: 'Забрави токена',
} as const;

interface TokenFieldProps {
  /** Called after the token is forgotten, so the screen can drop what the token revealed. */
  onForget?: () => void;
}

/** The staff token input of every clients screen: masked by default, remembered for the tab, forgettable. */
export function TokenField({ onForget }: TokenFieldProps) {
  const id = useId();
  const token = useClientsTokenStore((state) => state.token);
  const setToken = useClientsTokenStore((state) => state.setToken);
  const forgetToken = useClientsTokenStore((state) => state.forgetToken);
  const [visible, setVisible] = useState(false);

  return (
    <div className="clients-field clients-token">
      <label className="clients-field__label" htmlFor={id}>
        {tokenTexts.tokenLabel}
      </label>
      <div className="clients-token__row">
        <input
          id={id}
          className="clients-input clients-token__input"
          type={visible ? 'text' : 'password'}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        {/* A toggle keeps one name and reports its state through aria-pressed; a name that
            flips as well would announce the opposite of what the pressed state says. */}
        <button type="button" className="clients-token__toggle" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {tokenTexts.showToken}
        </button>
      </div>
      <Button
        variant="outline"
        size="small"
        className="clients-token__forget"
        onClick={() => {
          forgetToken();
          setVisible(false);
          onForget?.();
        }}
      >
        {tokenTexts.forgetToken}
      </Button>
    </div>
  );
}
