import {
  ArrowRight,
  CheckCircle2,
  FileCode2,
  HandCoins,
  Quote,
  Rocket,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FeaturedProjects } from '@web/features/projects/components/featured-projects';
import { useCurrentUser } from '@web/lib/session/current-user';

const STEPS = [
  {
    icon: FileCode2,
    title: 'Submit your project',
    text: 'Describe what you built, what is missing and link the code. It takes five minutes.',
  },
  {
    icon: HandCoins,
    title: 'Receive bids',
    text: 'Developers bid with their price, a timeline in days and how they would finish it.',
  },
  {
    icon: Rocket,
    title: 'Choose, pay securely, ship',
    text: 'Accept the bid you like, pay through secure checkout, and get your project shipped.',
  },
];

const TESTIMONIALS = [
  {
    quote:
      'My booking app sat at 80% for months. A developer on Finishline finished payments and reminders in three weeks.',
    name: 'Hannah Brooks',
    role: 'Owner, Brooks Yoga Studio',
  },
  {
    quote:
      'Picking up half-built projects is my favourite work: the hard decisions are made and I can focus on shipping.',
    name: 'Marco Silva',
    role: 'Full-stack developer',
  },
  {
    quote:
      'Comparing bids side by side, with real timelines, made choosing a developer easy. Paying was just as simple.',
    name: 'Aisha Karimi',
    role: 'Founder, Tandem Tutors',
  },
];

export default function HomePage() {
  const { user } = useCurrentUser();

  return (
    <>
      <section className="bg-hero text-hero-foreground">
        <div className="container-page grid gap-10 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-indigo-300">
              The marketplace for unfinished software
            </p>
            <h1 className="mt-4 text-4xl font-extrabold leading-tight text-white sm:text-5xl">
              Your half-finished project, finished.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-hero-foreground">
              Submit a project, receive bids with timelines and pricing, choose a developer, pay
              securely, and get it shipped.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="inverse">
                <Link to="/submit">Submit a Project</Link>
              </Button>
              <Button
                asChild
                size="lg"
                className="border border-indigo-300/40 bg-white/10 hover:bg-white/20"
              >
                <Link to="/projects">Find Projects to Finish</Link>
              </Button>
            </div>
          </div>
          <Card className="border-white/10 bg-white/5 text-hero-foreground shadow-none">
            <CardContent className="space-y-4 p-6">
              {[
                'Bids with clear prices and timelines',
                'Secure hosted checkout',
                'Developers receive 90% of the payment',
                'Platform fee: 10% of the bid',
              ].map((point) => (
                <p key={point} className="flex items-center gap-3 text-base">
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-300" />
                  {point}
                </p>
              ))}
            </CardContent>
          </Card>
        </div>
      </section>

      <section
        id="how-it-works"
        aria-labelledby="how-heading"
        className="border-b border-border bg-surface py-16"
      >
        <div className="container-page">
          <h2 id="how-heading" className="text-center text-3xl font-bold">
            How It Works
          </h2>
          <p className="mt-2 text-center text-muted-foreground">
            Three steps from stuck to shipped.
          </p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-border bg-background p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <step.icon aria-hidden className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">
                    Step {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeaturedProjects />

      <section aria-labelledby="testimonials-heading" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="testimonials-heading" className="text-center text-3xl font-bold">
            What our users say
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <figure
                key={testimonial.name}
                className="flex flex-col rounded-lg border border-border bg-background p-6"
              >
                <Quote aria-hidden className="size-6 text-primary" />
                <blockquote className="mt-3 flex-1 text-foreground">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="text-muted-foreground">{testimonial.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="container-page py-16">
        <div className="flex flex-col items-center rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <ShieldCheck aria-hidden className="size-10" />
          <h2 id="cta-heading" className="mt-4 text-3xl font-bold">
            Ready to cross the finish line?
          </h2>
          <p className="mt-3 max-w-xl text-primary-foreground/90">
            Join creators who get their projects shipped and developers who get paid to finish them.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {!user ? (
              <>
                <Button asChild size="lg" variant="inverse">
                  <Link to="/register">Sign up for free</Link>
                </Button>
                <Button
                  asChild
                  size="lg"
                  className="border border-white/40 bg-transparent hover:bg-white/10"
                >
                  <Link to="/projects">Browse projects</Link>
                </Button>
              </>
            ) : user.role === 'creator' ? (
              <Button asChild size="lg" variant="inverse">
                <Link to="/submit">
                  Submit your project <ArrowRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button asChild size="lg" variant="inverse">
                <Link to="/projects">
                  Find projects to finish <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
