import { createFileRoute } from '@tanstack/react-router';
import { BiglHomePage } from '../features/home/HomePages';

export const Route = createFileRoute('/biglHome')({ component: BiglHomePage });
