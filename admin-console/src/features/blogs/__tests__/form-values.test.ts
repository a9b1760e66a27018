import { blog } from '../../../testing/fixtures';
import { emptyBlogValues, toBlogFormValues, toBlogInput } from '../form-values';

describe('blog form values', () => {
  it('fill the form from a blog: lists as comma-separated text, the day of the date', () => {
    expect(toBlogFormValues(blog({ publishedDate: '2025-03-01T00:00:00.000Z' }))).toMatchObject({
      tags: 'monsoon, forest',
      metaKeywords: 'dooars',
      publishedDate: '2025-03-01',
      status: 'Published',
    });
    expect(toBlogFormValues(null)).toBe(emptyBlogValues);
  });

  it('normalise the slug, split tags and keywords, drop blank gallery entries', () => {
    const result = toBlogInput({
      ...toBlogFormValues(blog()),
      slug: '  Monsoon In The Dooars ',
      tags: ' rain , ,forest,',
      metaKeywords: 'dooars, jaldapara',
      gallery: ['https://img.test/a.jpg', '  ', ''],
      publishedDate: '',
    });

    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        slug: 'monsoon-in-the-dooars',
        tags: ['rain', 'forest'],
        metaKeywords: ['dooars', 'jaldapara'],
        gallery: ['https://img.test/a.jpg'],
        publishedDate: null,
      }),
    });
  });

  it("say 'Please fill in all required fields.' for a blank title, slug or author", () => {
    const result = toBlogInput({ ...toBlogFormValues(blog()), title: ' ', author: '' });

    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Please fill in all required fields.',
        author: 'Please fill in all required fields.',
      },
    });
  });
});
