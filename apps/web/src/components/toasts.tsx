// Toasts (spec 4): at most five at once, each hides after three seconds.
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@chorus/contract';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Toast = { id: number; message: string; severity: AlertColor };
type ShowToast = (message: string, severity?: AlertColor) => void;

const ToastContext = createContext<ShowToast>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, severity = 'success') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, severity }].slice(-TOAST_LIMIT));
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Stack
        spacing={1}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: 2000, width: 360, maxWidth: 'calc(100vw - 48px)' }}
        role="status"
        aria-live="polite"
      >
        {toasts.map((toast) => (
          <Alert key={toast.id} severity={toast.severity} variant="filled" onClose={() => dismiss(toast.id)} data-testid="toast">
            {toast.message}
          </Alert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
