// One typed function for every call of SPEC §7.
import type { AxiosInstance } from 'axios';

import type { BlogStatus } from '../domain/constants';
import type {
  Blog,
  BlogInput,
  Booking,
  BookingRequest,
  ContactMessage,
  ContactRequest,
  Destination,
  DestinationInput,
  PopularDestination,
  PopularDestinationInput,
  Testimonial,
  TestimonialInput,
} from '../domain/types';
import { createHttpClient, type ApiClientOptions } from './client';
import { createMediaApi } from './media';

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

const crud = <T, I>(http: AxiosInstance, path: string) => ({
  list: async () => (await http.get<T[]>(path)).data,
  create: async (input: I) => (await http.post<T>(path, input)).data,
  update: async (id: string, input: I) =>
    (await http.put<T>(`${path}/${encodeURIComponent(id)}`, input)).data,
  remove: async (id: string) => {
    await http.delete(`${path}/${encodeURIComponent(id)}`);
  },
});

export function createApiClient(options: ApiClientOptions) {
  const http = createHttpClient(options);
  return {
    http,
    health: async () => (await http.get<HealthStatus>('/health')).data,
    /** Raw list: the caller checks it is an array (SPEC §5), so the body is returned untyped. */
    destinations: {
      ...crud<Destination, DestinationInput>(http, '/destinations'),
      list: async (): Promise<unknown> => (await http.get('/destinations')).data,
    },
    popular: crud<PopularDestination, PopularDestinationInput>(http, '/popular'),
    testimonials: crud<Testimonial, TestimonialInput>(http, '/testimonials'),
    contact: {
      send: async (input: ContactRequest) => {
        const response = await http.post<ContactMessage>('/contact', input);
        return { status: response.status, data: response.data };
      },
      list: async () => (await http.get<ContactMessage[]>('/contact')).data,
      setChecked: async (id: string, checked: boolean) =>
        (await http.put<ContactMessage>(`/contact/${encodeURIComponent(id)}`, { checked })).data,
      /** Erases one message (a person's data-deletion request); admin only. */
      remove: async (id: string) => {
        await http.delete(`/contact/${encodeURIComponent(id)}`);
      },
    },
    bookings: {
      create: async (input: BookingRequest) => (await http.post<Booking>('/bookings', input)).data,
      list: async () => (await http.get<Booking[]>('/bookings')).data,
      setStatus: async (id: string, status: boolean) =>
        (await http.put<Booking>(`/bookings/${encodeURIComponent(id)}`, { status })).data,
      /** Erases one booking (a person's data-deletion request); admin only. */
      remove: async (id: string) => {
        await http.delete(`/bookings/${encodeURIComponent(id)}`);
      },
    },
    blogs: {
      list: async () => (await http.get<{ blogs: Blog[] }>('/blogs')).data,
      bySlug: async (slug: string) =>
        (await http.get<Blog | null>(`/blogs/slug/${encodeURIComponent(slug)}`)).data,
      categories: async (): Promise<unknown> => (await http.get('/blogs/categories')).data,
      setStatus: async (id: string, status: BlogStatus) =>
        (await http.patch<Blog>(`/blogs/${encodeURIComponent(id)}`, { status })).data,
      create: async (input: BlogInput) => (await http.post<Blog>('/blogs', input)).data,
      update: async (id: string, input: BlogInput) =>
        (await http.put<Blog>(`/blogs/${encodeURIComponent(id)}`, input)).data,
      remove: async (id: string) => {
        await http.delete(`/blogs/${encodeURIComponent(id)}`);
      },
    },
    /** The photo library (admin only). */
    media: createMediaApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
