import { createFileRoute } from '@tanstack/react-router';
import { WholeCountryPage } from '../features/regions/pages';

export const Route = createFileRoute('/wholeCountry')({ component: WholeCountryPage });
