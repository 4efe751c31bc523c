#include <iostream>
int main() {
    int dice[10];
    for (int i = 0; i < 10; i++) std::cin >> dice[i]
    std::cout << 0 << std::endl;
}
