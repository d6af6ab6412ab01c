import { createFileRoute } from '@tanstack/react-router';
import { CreateCategoryScreen } from '@/features/catalogue/components/create-category-screen';

export const Route = createFileRoute('/_authed/catalogue/create-category')({
  component: CreateCategoryScreen,
});
