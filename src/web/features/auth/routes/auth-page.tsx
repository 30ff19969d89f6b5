import { Quote } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useCurrentUser } from '@web/lib/session/current-user';
import { isServerPage, safeReturnPath } from '@web/lib/session/return-path';
import { lazyPart } from '@web/lib/lazy-part';
import { useAddressParams } from '@web/lib/use-address-params';
import { LoginForm } from '../components/login-form';

/** The tab not open at first: its code loads when it is pointed at or chosen (lib/lazy-part.tsx). */
const RegisterForm = lazyPart(
  'register-form',
  async () => (await import('../components/register-form')).RegisterForm,
);

export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  const next = safeReturnPath(params.get('next'));
  const tab = params.get('tab') === 'register' ? 'register' : 'login';

  if (isLoading) return <PageSpinner />;
  // Signed in (already, or by one of the forms below): on to where the visitor was going.
  if (user) return isServerPage(next) ? <LoadPage path={next} /> : <Navigate to={next} replace />;

  const selectTab = (value: string) =>
    updateParams((next) => {
      if (value === 'register') next.set('tab', 'register');
      else next.delete('tab');
    });

  return (
    <div className="container-page grid items-stretch gap-10 py-10 lg:grid-cols-2 lg:py-16">
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold">Welcome to Finishline</h1>
            <CardDescription className="text-base font-medium text-primary">
              You vibe. We ship.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={selectTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger
                  value="register"
                  onPointerEnter={RegisterForm.preload}
                  onFocus={RegisterForm.preload}
                >
                  Register
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      <aside
        aria-label="What our users say"
        className="hidden flex-col justify-between rounded-2xl bg-hero p-10 text-hero-foreground lg:flex"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-indigo-300">
            Finishline
          </p>
          <p className="mt-6 text-3xl font-bold leading-tight text-white">
            Your half-finished project deserves a finish line.
          </p>
          <p className="mt-4 max-w-md text-hero-foreground/90">
            Post what you started, compare bids with clear prices and timelines, and pay securely
            only for the developer you choose.
          </p>
        </div>
        <figure className="mt-10 rounded-xl bg-white/10 p-6">
          <Quote aria-hidden className="size-6 text-indigo-300" />
          <blockquote className="mt-3 text-lg text-white">
            “I had a React Native app stuck at 70% for a year. Two weeks after posting it on
            Finishline it was in the App Store.”
          </blockquote>
          <figcaption className="mt-4 text-sm text-hero-foreground/90">
            <span className="font-semibold text-white">Jordan Avery</span>, founder of Plantwise
          </figcaption>
        </figure>
      </aside>
    </div>
  );
}

/** Leaves the app for a page the server serves itself (a sandbox checkout), in place of this one. */
function LoadPage({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return <PageSpinner />;
}
