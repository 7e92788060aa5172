import { BRAND_NAME } from '../../../domain/constants';

export default function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Earn cash back where you already shop</h1>
      <p>{BRAND_NAME} finds offers at your favourite retailers. Unlock them, shop, and withdraw what you earn.</p>
    </section>
  );
}
