// Development: the server restarts on change (port 3000) and Vite serves the web app with hot
// reload on http://127.0.0.1:5173, proxying API calls to the server. Sign-in redirects and
// cookies belong to the address the browser uses, so PUBLIC_URL is Vite's.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://127.0.0.1:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
