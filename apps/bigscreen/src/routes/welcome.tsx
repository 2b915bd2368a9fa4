import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../features/home/HomePages';

export const Route = createFileRoute('/welcome')({ component: WelcomePage });
