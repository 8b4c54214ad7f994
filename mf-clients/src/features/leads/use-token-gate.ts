// When a staff screen may read with the token: at once when the tab already remembers one, else once staff
// submit the token form. Typing does not read (a half-typed token would be refused at every key);
// submitting reads again with the token as typed now, and forgetting it drops what it revealed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { forgetStaffData } from '@site/shared/data/staff-data';
import { useClientsTokenStore } from '../../lib/token-store';

export function useTokenGate() {
  const queryClient = useQueryClient();
  const token = useClientsTokenStore((state) => state.token);
  const [submitted, setSubmitted] = useState(() => token !== '');

  return {
    token,
    canRead: submitted && token !== '',
    submit: () => {
      setSubmitted(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
    },
    forget: () => {
      setSubmitted(false);
      forgetStaffData(queryClient);
    },
  };
}
