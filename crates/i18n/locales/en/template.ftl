# grundy template: a judge problem's solution, in C++ or Python.

template-unknown-language = unknown template language "{ $name }"; known: { $known }
# A problem with no template at all yet.
template-none = { $problem } has no template yet, in { $language } or any other language (`grundy template --list` names the problems that have one)
# A problem with templates in other languages only.
template-none-in = { $problem } has no { $language } template yet; it has: { $have }
template-list-end = Each line: the problem, its templates' languages and the method. `grundy template NAME [cpp|python]` prints one.
after-template =
    The template is a whole program: it reads the judge's input and prints its output,
    commented with why the method decides the game, how the winning move is found, and
    where common solutions go wrong; --lang zh gives the comments in Chinese. Every
    template passes `grundy check`; to check one yourself, save it, compile it with
    `g++ -O2 -std=c++17 nim.cpp` and run `grundy check p2197 -- ./a.out`.

    Examples:
      grundy template p2197                  Nim in C++
      grundy template hdu2177 python         Wythoff's game in Python
      grundy template p1247 --lang zh        with Chinese comments
      grundy template p2197 > nim.cpp        save it, to compile and check
      grundy template --list                 the problems and their templates
      grundy template p2197 --json           the source, language and method as JSON
