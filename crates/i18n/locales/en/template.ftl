# grundy template: a judge problem's solution, in C++ or Python.

template-unknown-language = unknown template language "{ $name }"; known: { $known }
# A problem with no template at all yet.
template-none = { $problem } has no template yet, in { $language } or any other language (`grundy template --list` names the problems that have one)
# A problem with templates in other languages only.
template-none-in = { $problem } has no { $language } template yet; it has: { $have }
template-list-end = Each line: the problem, its templates' languages and the method. `grundy template NAME [cpp|python]` prints one.
