import { UpdatePrompt } from '../components/ui/update-prompt.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <AppRoutes />
      <UpdatePrompt />
    </AppProvider>
  );
}
